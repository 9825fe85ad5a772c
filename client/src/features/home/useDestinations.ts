// The popular cities with their taglines in the traveller's language, for any screen that lists them
// (the home page, the /hotels starting points).
import { useTranslation } from 'react-i18next';
import { destinations } from './content.ts';
import { ns } from './i18n.ts';

export type Destination = { key: (typeof destinations)[number]['key']; name: string; tagline: string; gradient: string };

export function useDestinations(): Destination[] {
  const { t } = useTranslation(ns);
  return destinations.map((d) => ({ key: d.key, name: d.name, gradient: d.gradient, tagline: t(`taglines.${d.key}`) }));
}
