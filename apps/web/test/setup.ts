import '@testing-library/jest-dom/vitest';
import { initI18n } from '../src/i18n';

await initI18n();
