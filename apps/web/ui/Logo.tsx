// The shop's mark: a shopping bag drawn inline, so it costs no request and paints with the HTML.
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 15h24l2.2 25.1A3.5 3.5 0 0 1 34.7 44H13.3a3.5 3.5 0 0 1-3.5-3.9Z" opacity=".9" />
      <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" d="M17 19v-6a7 7 0 0 1 14 0v6" />
      <circle cx="24" cy="29" r="4.5" fill="#fff" />
    </svg>
  );
}
