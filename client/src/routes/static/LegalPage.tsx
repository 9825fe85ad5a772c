// The reading layout shared by the privacy and terms pages: one h1, sections with h2s, a narrow column.
import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ns } from './i18n.ts';

export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  const { t } = useTranslation(ns);
  return (
    <article style={{ maxWidth: 820, margin: '0 auto', padding: '40px 24px 56px', lineHeight: 1.7 }}>
      <Typography.Title level={1} style={{ fontSize: 32 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('legal.lastUpdated', { date: updated })}</Typography.Paragraph>
      {children}
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 32 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
