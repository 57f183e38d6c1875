import { ProductImage } from '@/ui/ProductImage';
import { ShopLink } from '@/ui/ShopLink';

export interface Tile {
  id: number;
  href: string;
  image: string | null;
  title: string;
  /** The small line under the title (how many products or categories). */
  caption: string;
}

/** Picture cards with a title and a caption, each one link (categories, collections). */
export function TileGrid({
  tiles,
  gridClassName,
  sizes,
  fullHeight = false,
}: {
  tiles: Tile[];
  gridClassName: string;
  /** The image's `sizes`, matching the grid's columns. */
  sizes: string;
  /** Cards stretch to the row's height. */
  fullHeight?: boolean;
}) {
  return (
    <ul className={gridClassName}>
      {tiles.map((tile) => (
        <li key={tile.id}>
          <ShopLink
            href={tile.href}
            className={`group block ${fullHeight ? 'h-full ' : ''}overflow-hidden rounded-xl border border-stone-200 bg-white hover:shadow-md`}
          >
            <ProductImage
              src={tile.image}
              alt=""
              width={400}
              height={300}
              sizes={sizes}
              className="aspect-[4/3] w-full bg-brand-50 object-cover"
            />
            <span className="block p-3">
              <span className="block font-bold group-hover:text-brand-700">{tile.title}</span>
              <span className="block text-xs text-stone-500">{tile.caption}</span>
            </span>
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
