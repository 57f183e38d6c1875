import { FolderTree, Package, Replace } from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const ImportPage = lazyPage(() => import('./ImportPage'), 'ImportPage');
const ProductFormPage = lazyPage(() => import('./ProductFormPage'), 'ProductFormPage');
const ProductsPage = lazyPage(() => import('./ProductsPage'), 'ProductsPage');
const SynonymsPage = lazyPage(() => import('./SynonymsPage'), 'SynonymsPage');
const TaxonomyPage = lazyPage(() => import('./TaxonomyPage'), 'TaxonomyPage');

export const catalogueFeature: AdminFeature = {
  namespace: 'catalogue',
  menu: [
    { to: '/products', label: 'products', icon: Package, permission: 'catalogue:read' },
    { to: '/catalogue/categories', label: 'taxonomy', icon: FolderTree, permission: 'catalogue:read' },
    // The API reads and writes synonyms under catalogue:edit, so roles that only read the catalogue do not see it.
    { to: '/catalogue/synonyms', label: 'synonyms', icon: Replace, permission: 'catalogue:edit' },
  ],
  routes: [
    { path: 'products', element: <ProductsPage />, permission: 'catalogue:read' },
    { path: 'products/new', element: <ProductFormPage />, permission: 'catalogue:prices' },
    { path: 'products/import', element: <ImportPage />, permission: 'catalogue:prices' },
    { path: 'products/:id', element: <ProductFormPage />, permission: 'catalogue:read' },
    ...(['collections', 'categories', 'brands', 'attributes'] as const).map((kind) => ({
      path: `catalogue/${kind}`,
      element: <TaxonomyPage key={kind} kind={kind} />,
      permission: 'catalogue:read' as const,
    })),
    { path: 'catalogue/synonyms', element: <SynonymsPage />, permission: 'catalogue:edit' },
  ],
};
