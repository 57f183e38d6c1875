'use client';

import { useEffect } from 'react';
import { wireOrderPreload } from '@/features/orders/browser-orders';

/**
 * Rendered by the header on every page: registers the loading of the customer's orders as a sign-in task, beside
 * the cart's and the wishlist's (the header's effects run before the session provider starts the session).
 */
export function OrdersOnSignIn() {
  useEffect(() => {
    wireOrderPreload();
  }, []);
  return null;
}
