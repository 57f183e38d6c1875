import type { Locale } from '@dukan/core/locales';
import type { ProductDetailData } from '@/lib/api/types';
import { isolateLatinRuns } from '@/ui/text/bidi';

/** Grouped specifications: one table per group, the group's title as its caption. */
export function Specifications({
  locale,
  groups,
}: {
  locale: Locale;
  groups: ProductDetailData['specificationGroups'];
}) {
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <table key={group.id} className="w-full overflow-hidden rounded-xl border border-stone-200 bg-white text-sm">
          <caption className="bg-stone-100 px-3 py-2 text-start font-bold">{group.title}</caption>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.id} className="border-t border-stone-100">
                <th scope="row" className="w-2/5 px-3 py-2 text-start font-medium text-stone-600">
                  {isolateLatinRuns(row.title, locale)}
                </th>
                <td className="px-3 py-2">{isolateLatinRuns(row.value, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
