// A fake main API for the basket stores' tests: the cart and wishlist routes with the real API's rules
// (quantities set, merge adds up capped by stock, sold-out refused), answered through a fetch the stores'
// real calls use. Tests read `calls` to see what was sent and set `failNext` to make a route fail.
import type { BasketProduct } from '@/features/basket/types';

export interface FakeProduct {
  id: number;
  stock: number;
  price?: number;
}

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

function summary(product: FakeProduct) {
  return {
    id: product.id,
    sku: `SKU-${product.id}`,
    title: `Product ${product.id}`,
    description: '',
    price: product.price ?? 1000 * product.id,
    original_price: null,
    discount_percent: null,
    currency: 'IQD',
    image: null,
    stock: product.stock,
    in_stock: product.stock > 0,
    category: { id: 1, title: 'Things', collection_id: 1 },
    brand: null,
    best_seller_rank: null,
  };
}

/** The card data a page would hand to the store for this product. */
export function cardOf(product: FakeProduct): BasketProduct {
  const s = summary(product);
  return {
    id: s.id,
    sku: s.sku,
    title: s.title,
    titleParts: null,
    price: s.price,
    originalPrice: null,
    discountPercent: null,
    image: null,
    inStock: s.in_stock,
    stock: s.stock,
    brand: null,
    category: { id: 1, title: 'Things' },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function fakeShopApi(catalogue: FakeProduct[]) {
  const products = new Map(catalogue.map((p) => [p.id, p]));
  const cart = new Map<number, number>();
  const wishlist: number[] = [];
  const calls: SentCall[] = [];
  const failures: { path: string; status: number }[] = [];

  const cartBody = (message?: string) => {
    const items = [...cart].map(([id, quantity]) => {
      const p = summary(products.get(id)!);
      return { id, product_id: id, quantity, qty: quantity, product: p, line_total: p.price * quantity };
    });
    return { data: { items, subtotal: items.reduce((s, i) => s + i.line_total, 0), currency: 'IQD' }, message };
  };
  const wishlistBody = (message?: string) => ({
    data: wishlist.map((id) => ({ id, product_id: id, product: summary(products.get(id)!) })),
    message,
  });

  function answer(method: string, path: string, body: Record<string, unknown>): Response {
    if (method === 'GET' && path === '/api/cart') return json(200, cartBody());
    if (method === 'POST' && path === '/api/cart') {
      const id = body.productId as number;
      const quantity = (body.quantity as number) ?? 1;
      const product = products.get(id);
      if (!product) return json(404, { message: 'This product was not found' });
      if (product.stock === 0) return json(409, { message: 'This product is sold out' });
      if (quantity > product.stock) {
        return json(422, { message: 'You reached the quantity limit', errors: { quantity: ['x'] } });
      }
      cart.set(id, quantity);
      return json(200, cartBody('Added successfully'));
    }
    if (method === 'POST' && path === '/api/cart/merge') {
      for (const item of body.items as { productId: number; quantity: number }[]) {
        const product = products.get(item.productId);
        if (!product || product.stock === 0) continue;
        cart.set(item.productId, Math.min((cart.get(item.productId) ?? 0) + item.quantity, product.stock));
      }
      return json(200, cartBody());
    }
    if (method === 'POST' && path === '/api/cart/clear') {
      cart.clear();
      return json(200, cartBody('Your cart is empty now'));
    }
    const cartLine = /^\/api\/cart\/(\d+)$/.exec(path);
    if (method === 'DELETE' && cartLine) {
      if (!cart.delete(Number(cartLine[1]))) return json(404, { message: 'This product is not in your cart' });
      return json(200, cartBody('Removed successfully'));
    }
    if (method === 'GET' && path === '/api/wishlist') return json(200, wishlistBody());
    if (method === 'POST' && (path === '/api/wishlist' || path === '/api/wishlist/merge')) {
      const ids = path.endsWith('merge') ? (body.product_ids as number[]) : [body.product_id as number];
      for (const id of ids) if (products.has(id) && !wishlist.includes(id)) wishlist.push(id);
      return json(200, wishlistBody(path.endsWith('merge') ? undefined : 'Added successfully'));
    }
    if (method === 'POST' && path === '/api/wishlist/clear') {
      wishlist.length = 0;
      return json(200, wishlistBody('Your wishlist is empty now'));
    }
    const wishLine = /^\/api\/wishlist\/(\d+)$/.exec(path);
    if (method === 'DELETE' && wishLine) {
      const at = wishlist.indexOf(Number(wishLine[1]));
      if (at < 0) return json(404, { message: 'This product is not in your wishlist' });
      wishlist.splice(at, 1);
      return json(200, wishlistBody('Removed successfully'));
    }
    return json(404, { message: 'Not found' });
  }

  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ method, path: url.pathname, body: init?.body ? body : undefined });
    const failure = failures.findIndex((f) => f.path === url.pathname);
    if (failure >= 0) {
      const { status } = failures.splice(failure, 1)[0]!;
      return status === 0
        ? Promise.reject(new TypeError('Failed to fetch'))
        : json(status, { message: 'Server error' });
    }
    if (url.pathname.endsWith('/products') && method === 'GET') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      const found = ids.filter((id) => products.has(id)).map((id) => summary(products.get(id)!));
      return json(200, { data: found, meta: { total: found.length, page: 1, limit: 100, last_page: 1 } });
    }
    return answer(method, url.pathname, body);
  };

  return {
    fetchImpl: fetchImpl as typeof fetch,
    calls,
    cart,
    wishlist,
    products,
    /** The next call to `path` fails with `status` (0: no answer at all, like a dropped connection). */
    failNext(path: string, status: number) {
      failures.push({ path, status });
    },
  };
}
