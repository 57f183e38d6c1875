import type { ReactNode } from 'react';

export const metadata = { title: 'Bare Next.js page' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ku" dir="rtl">
      <body>{children}</body>
    </html>
  );
}
