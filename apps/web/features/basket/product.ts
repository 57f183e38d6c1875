// The card fields a basket keeps of a product page's product (the detail's description, content and related
// items would only weigh down the props the page sends to its client controls).
import type { ProductCardData } from '@/lib/api/types';
import type { BasketProduct } from './types';

export function toBasketProduct(product: ProductCardData): BasketProduct {
  return {
    id: product.id,
    sku: product.sku,
    title: product.title,
    titleParts: null,
    price: product.price,
    originalPrice: product.originalPrice,
    discountPercent: product.discountPercent,
    image: product.image,
    inStock: product.inStock,
    stock: product.stock,
    brand: product.brand,
    category: product.category,
  };
}
