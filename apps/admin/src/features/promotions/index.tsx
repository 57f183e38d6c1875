import { BadgePercent, Gift, TicketPercent } from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const OffersPage = lazyPage(() => import('./OffersPage'), 'OffersPage');
const RewardRulesPage = lazyPage(() => import('./RewardRulesPage'), 'RewardRulesPage');
const VoucherFormPage = lazyPage(() => import('./VoucherFormPage'), 'VoucherFormPage');
const VouchersPage = lazyPage(() => import('./VouchersPage'), 'VouchersPage');

export const promotionsFeature: AdminFeature = {
  namespace: 'promotions',
  menu: [
    { to: '/promotions/vouchers', label: 'vouchers', icon: TicketPercent, permission: 'promotions:read' },
    { to: '/promotions/offers', label: 'offers', icon: BadgePercent, permission: 'promotions:read' },
    { to: '/promotions/reward-rules', label: 'reward_rules', icon: Gift, permission: 'promotions:read' },
  ],
  routes: [
    { path: 'promotions/vouchers', element: <VouchersPage />, permission: 'promotions:read' },
    { path: 'promotions/vouchers/new', element: <VoucherFormPage />, permission: 'promotions:manage' },
    { path: 'promotions/vouchers/:id', element: <VoucherFormPage />, permission: 'promotions:manage' },
    { path: 'promotions/offers', element: <OffersPage />, permission: 'promotions:read' },
    { path: 'promotions/reward-rules', element: <RewardRulesPage />, permission: 'promotions:read' },
  ],
};
