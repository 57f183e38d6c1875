'use client';

import { FlaskConical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { simulateBankApp, simulatorAvailable, type SimulatedBankAnswer } from '@/features/orders/orders-api';
import { customerCallContext } from '@/lib/auth/browser-session';
import { useText } from '@/i18n/use-text';

interface Props {
  paymentId: string;
  /** After the simulated bank answered: the page asks for the order again at once. */
  onAnswered: () => void;
}

/**
 * Development only: where the API runs its FIB simulator, these buttons play the customer's bank app. The
 * panel shows only once the simulator has answered, so a shop with a real bank never shows it.
 */
export function FibSimulatorPanel({ paymentId, onAnswered }: Props) {
  const tPayment = useText('payment');
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState<SimulatedBankAnswer | null>(null);

  useEffect(() => {
    let live = true;
    void simulatorAvailable(customerCallContext()).then((yes) => {
      if (live) setAvailable(yes);
    });
    return () => {
      live = false;
    };
  }, []);

  async function answer(kind: SimulatedBankAnswer) {
    setBusy(kind);
    await simulateBankApp(customerCallContext(), paymentId, kind);
    setBusy(null);
    onAnswered();
  }

  if (!available) return null;
  return (
    <section
      aria-labelledby="fib-simulator"
      className="rounded-xl border border-dashed border-violet-400 bg-violet-50 p-4 text-sm"
    >
      <h2 id="fib-simulator" className="flex items-center gap-2 font-bold text-violet-900">
        <FlaskConical className="h-4 w-4" aria-hidden="true" />
        {tPayment('payment_simulator_title')}
      </h2>
      <p className="mt-1 text-violet-900">{tPayment('payment_simulator_intro')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => void answer('pay')}
          className="rounded-lg bg-violet-700 px-3 py-1.5 font-semibold text-white hover:bg-violet-800 disabled:opacity-60"
        >
          {tPayment('payment_simulate_pay')}
        </button>
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => void answer('decline')}
          className="rounded-lg border border-violet-700 px-3 py-1.5 font-semibold text-violet-800 hover:bg-violet-100 disabled:opacity-60"
        >
          {tPayment('payment_simulate_decline')}
        </button>
      </div>
    </section>
  );
}
