import type { ProductDetailData } from '../../lib/api/types';

/** Grouped specifications: one table per group, the group's title as its caption. */
export function Specifications({ groups }: { groups: ProductDetailData['specificationGroups'] }) {
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <table key={group.id} className="w-full overflow-hidden rounded-xl border border-stone-200 bg-white text-sm">
          <caption className="bg-stone-100 px-3 py-2 text-start font-bold">{group.title}</caption>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.id} className="border-t border-stone-100">
                <th scope="row" className="w-2/5 px-3 py-2 text-start font-medium text-stone-600">
                  {row.title}
                </th>
                <td className="px-3 py-2">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
