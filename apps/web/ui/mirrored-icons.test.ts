// Icons that point along the line of text (back and forward, sign out, the cart's handle) mirror in Kurdish and
// Arabic, as the text does; icons that point up or down, or show no direction, stay as drawn. The storefront
// mirrors with Tailwind's `rtl:-scale-x-100`, the back office with its `flip-rtl` class. A browser test
// (kurdish.spec.ts) checks that the storefront's class really turns the icon on a right-to-left page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** lucide-react icons whose drawing has a horizontal direction. */
const HORIZONTAL_ICON =
  /^(?:LogOut|LogIn|ShoppingCart|Undo\w*|Redo\w*|Reply\w*|Forward|Send\w*|ExternalLink|Move(?:Left|Right)|(?:Arrow|Chevron|Chevrons|Circle(?:Arrow|Chevron)|Square(?:Arrow|Chevron))\w*(?:Left|Right)\w*)$/;

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter(
      (file) => !file.includes(`${path.sep}node_modules${path.sep}`) && !file.includes(`${path.sep}.next${path.sep}`),
    );
}

/** Each use of a horizontal icon in a source, with the attributes it is given. */
function iconsIn(source: string, where: string) {
  return [...source.matchAll(/<([A-Z]\w*)\b([^>]*)\/?>/g)]
    .filter((m) => HORIZONTAL_ICON.test(m[1]!))
    .map((m) => ({ where: `${where} <${m[1]}>`, attributes: m[2]! }));
}

const iconsInFiles = (files: string[]) =>
  files.flatMap((file) => iconsIn(readFileSync(file, 'utf8'), path.relative(root, file)));

const unmirrored = (icons: ReturnType<typeof iconsIn>, mirroring: RegExp) =>
  icons.filter((icon) => !mirroring.test(icon.attributes)).map((icon) => icon.where);

const STOREFRONT_MIRROR = /(?:^|\s|")rtl:-scale-x-100(?:\s|"|$)/;
const BACK_OFFICE_MIRROR = /(?:^|\s|")flip-rtl(?:\s|"|$)/;

describe('icons that point along the text', () => {
  it('recognises what points sideways and what does not', () => {
    for (const name of ['LogOut', 'ChevronRight', 'ArrowLeft', 'ChevronsLeft', 'ArrowRightLeft', 'ShoppingCart'])
      expect(HORIZONTAL_ICON.test(name), name).toBe(true);
    for (const name of ['ArrowUp', 'ChevronDown', 'Search', 'Heart', 'UserRound'])
      expect(HORIZONTAL_ICON.test(name), name).toBe(false);
  });

  it('finds an icon that is not mirrored (the check can fail)', () => {
    const icons = iconsIn(
      '<LogOut className="h-4 w-4" /> <ArrowUp className="size-4" /> <ChevronLeft className="rtl:-scale-x-100" />',
      'sample',
    );
    expect(icons.map((icon) => icon.where)).toEqual(['sample <LogOut>', 'sample <ChevronLeft>']);
    expect(unmirrored(icons, STOREFRONT_MIRROR)).toEqual(['sample <LogOut>']);
  });

  it('mirror on the storefront', () => {
    const icons = iconsInFiles(sources('apps/web'));
    expect(icons.length).toBeGreaterThan(5);
    expect(unmirrored(icons, STOREFRONT_MIRROR)).toEqual([]);
  });

  it('mirror in the back office', () => {
    const icons = iconsInFiles(sources('apps/admin/src'));
    expect(icons.length).toBeGreaterThan(2);
    expect(unmirrored(icons, BACK_OFFICE_MIRROR)).toEqual([]);
  });
});
