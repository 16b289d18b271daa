/// <reference types="vite/client" />

/** Where the build put the message catalogues ('assets/i18n-<hash>'); empty in development and tests (vite.config.ts). */
declare const __CATALOGUE_DIR__: string;
