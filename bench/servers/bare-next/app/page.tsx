// The control for `npm run lighthouse`: what Next.js alone costs on this machine. A server component
// with no client code of its own, so all the JavaScript the browser runs is the framework's.
const items = Array.from({ length: 24 }, (_, i) => i + 1);

export default function BarePage() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <ul>
        {items.map((i) => (
          <li key={i}>
            <a href={`/products/${i}`}>Product {i}</a> <span>{(i * 25_000).toLocaleString('en')} IQD</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
