import { Gift, TicketPercent } from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { RewardRulesPage } from './RewardRulesPage';
import { VoucherFormPage } from './VoucherFormPage';
import { VouchersPage } from './VouchersPage';

export const promotionsFeature: AdminFeature = {
  namespace: 'promotions',
  menu: [
    { to: '/promotions/vouchers', label: 'vouchers', icon: TicketPercent, permission: 'promotions:read' },
    { to: '/promotions/reward-rules', label: 'reward_rules', icon: Gift, permission: 'promotions:read' },
  ],
  routes: [
    { path: 'promotions/vouchers', element: <VouchersPage />, permission: 'promotions:read' },
    { path: 'promotions/vouchers/new', element: <VoucherFormPage />, permission: 'promotions:manage' },
    { path: 'promotions/vouchers/:id', element: <VoucherFormPage />, permission: 'promotions:manage' },
    { path: 'promotions/reward-rules', element: <RewardRulesPage />, permission: 'promotions:read' },
  ],
};
