// The top bar's language switch: names the other language in itself ("हिन्दी" / "English") and changes
// the whole app to it at once, keeping the page and everything on it (no reload, no navigation).
import { useTransition } from 'react';
import { LightButton } from '../components/LightButton.tsx';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGE_PARAM, currentLanguage, type Language } from '../lib/i18n.ts';
import { ns } from './i18n.ts';
import { setLanguage } from './language.ts';
import './LanguageSwitch.css';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation(ns);
  const location = useLocation();
  const navigate = useNavigate();
  const [pending, startTransition] = useTransition();
  const next: Language = currentLanguage(i18n) === 'hi' ? 'en' : 'hi';

  const change = () =>
    startTransition(async () => {
      await setLanguage(next);
      // An address that names the language (?lang=hi, from a search engine) would name the old one on reload.
      const params = new URLSearchParams(location.search);
      if (params.has(LANGUAGE_PARAM)) {
        params.set(LANGUAGE_PARAM, next);
        await navigate({ search: `?${params}`, hash: location.hash }, { replace: true, preventScrollReset: true, state: location.state });
      }
    });

  return (
    <LightButton
      type="text"
      icon={<TranslationOutlined aria-hidden />}
      onClick={change}
      loading={pending}
      lang={HTML_LANG[next]}
      className="language-switch"
      aria-label={t('language.switchTo', { language: LANGUAGE_NAMES[next] })}
      data-testid="language-switch"
    >
      {LANGUAGE_NAMES[next]}
    </LightButton>
  );
}
