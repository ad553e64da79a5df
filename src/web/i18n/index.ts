export { useTranslation as useT, Trans } from 'react-i18next';
export { currentLanguage, msg, setLanguage, startI18n, translate } from './setup';
export { decimalInput, formatsFor, numberLocale, useFormat, type Formats } from './format';
