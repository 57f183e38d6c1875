// Short notices after an action ("Saved"), read out by screen readers, gone after five seconds.
import { Toast as RadixToast } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useText } from '../i18n/I18nProvider';

type Tone = 'success' | 'error' | 'info';
interface Notice {
  id: number;
  tone: Tone;
  message: string;
}

const ToastContext = createContext<((message: string, tone?: Tone) => void) | null>(null);
const TONES: Record<Tone, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-stone-500 bg-white text-stone-900',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useText('common');
  const [notices, setNotices] = useState<Notice[]>([]);
  const notify = useCallback((message: string, tone: Tone = 'success') => {
    setNotices((list) => [...list, { id: Date.now() + Math.random(), tone, message }]);
  }, []);
  const remove = (id: number) => setNotices((list) => list.filter((n) => n.id !== id));
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={5000} label={t('toast_region')}>
        {children}
        {notices.map((notice) => (
          <RadixToast.Root
            key={notice.id}
            type={notice.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && remove(notice.id)}
            className={`flex items-center justify-between gap-3 rounded-md border-s-4 p-3 shadow-md ${TONES[notice.tone]}`}
          >
            <RadixToast.Description>{notice.message}</RadixToast.Description>
            <RadixToast.Close className="text-sm underline">{t('close')}</RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="fixed bottom-4 end-4 z-50 flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast outside ToastProvider');
  return notify;
}
