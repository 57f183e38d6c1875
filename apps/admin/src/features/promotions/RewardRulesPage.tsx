// Reward-point rules: what a point is worth, how much spending earns one, and how much of an order points
// may pay. A rule left empty follows the environment's value (shown); checkout uses a change at once.
import { RewardRulesBody } from '@dukan/core/contract/admin-operations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatIqd, formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { ErrorBox, FormAlert, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { useSession } from '../auth/session';
import { contractResolver, errorMessage } from '../content/contract-resolver';
import { readRewardRules, saveRewardRules, type RewardRulesView } from './api';

interface RulesForm {
  point_value_iqd: string;
  iqd_per_point_earned: string;
  /** Percent in the form, a share (0–1) in the API. */
  points_max_percent: string;
}

const FIELDS = ['point_value_iqd', 'iqd_per_point_earned', 'points_max_share'];

export function toRulesBody(f: RulesForm) {
  const blank = (s: string) => s.trim() === '';
  return {
    point_value_iqd: blank(f.point_value_iqd) ? null : f.point_value_iqd.trim(),
    iqd_per_point_earned: blank(f.iqd_per_point_earned) ? null : f.iqd_per_point_earned.trim(),
    points_max_share: blank(f.points_max_percent) ? null : Number(f.points_max_percent.trim()) / 100,
  };
}

function formOf(view: RewardRulesView): RulesForm {
  const set = (key: keyof RewardRulesView['rules']) => view.overridden.includes(key);
  return {
    point_value_iqd: set('point_value_iqd') ? String(view.rules.point_value_iqd) : '',
    iqd_per_point_earned: set('iqd_per_point_earned') ? String(view.rules.iqd_per_point_earned) : '',
    points_max_percent: set('points_max_share') ? String(Math.round(view.rules.points_max_share * 100)) : '',
  };
}

export function RewardRulesPage() {
  const rules = useQuery({ queryKey: ['reward-rules'], queryFn: readRewardRules });
  if (rules.isPending) return <Loading />;
  if (rules.isError) return <ErrorBox error={rules.error} onRetry={() => void rules.refetch()} />;
  return <RulesEditor view={rules.data} />;
}

function RulesEditor({ view }: { view: RewardRulesView }) {
  const t = useText('promotions');
  const common = useText('common');
  const { locale } = useLocale();
  const { can } = useSession();
  const notify = useToast();
  const queryClient = useQueryClient();
  const form = useForm<RulesForm>({
    defaultValues: formOf(view),
    resolver: contractResolver<RulesForm>(RewardRulesBody, toRulesBody, (key) =>
      errorMessage(key, t, common('invalid_value')),
    ),
  });
  const errors = form.formState.errors as typeof form.formState.errors & { points_max_share?: { message?: string } };
  const locked = !can('promotions:manage');
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveRewardRules(toRulesBody(values) as never);
      await queryClient.invalidateQueries({ queryKey: ['reward-rules'] });
      form.reset(formOf(saved.data));
      notify(saved.message ?? common('saved'));
    } catch (error) {
      applyApiErrors(error, form.setError, FIELDS);
    }
  });
  const d = view.defaults;
  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-5">
      <PageHeader title={t('reward_rules')} />
      <p className="text-sm text-stone-800">{t('reward_rules_help')}</p>
      <FormAlert error={errors.root?.server} />
      <TextField
        label={t('point_value_iqd')}
        hint={t('default_is', { value: formatIqd(d.point_value_iqd, locale) })}
        inputMode="numeric"
        disabled={locked}
        error={errorText(errors.point_value_iqd)}
        {...form.register('point_value_iqd')}
      />
      <TextField
        label={t('iqd_per_point_earned')}
        hint={t('default_is', { value: formatIqd(d.iqd_per_point_earned, locale) })}
        inputMode="numeric"
        disabled={locked}
        error={errorText(errors.iqd_per_point_earned)}
        {...form.register('iqd_per_point_earned')}
      />
      <TextField
        label={t('points_max_percent')}
        hint={t('default_is', { value: `${formatNumber(Math.round(d.points_max_share * 100), locale)}%` })}
        inputMode="numeric"
        disabled={locked}
        error={errorText(errors.points_max_share)}
        {...form.register('points_max_percent')}
      />
      {!locked && (
        <div>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {common('save')}
          </Button>
        </div>
      )}
    </form>
  );
}
