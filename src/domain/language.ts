// The app's languages (issue 28): English keeps SPEC's texts exactly; French is Canadian French.
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', fr: 'Français' };

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'fr';

// Light, dark, or the device's setting (issue 28), saved per staff member.
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
