// Shown while the cart page's shell streams in: the heading's and the list's places, so nothing shifts.
export default function CartLoading() {
  return (
    <div aria-busy="true">
      <div className="mb-6 h-8 w-40 animate-pulse rounded bg-stone-200" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="h-64 animate-pulse rounded-xl bg-stone-100" />
        <div className="h-64 animate-pulse rounded-xl bg-stone-100" />
      </div>
    </div>
  );
}
