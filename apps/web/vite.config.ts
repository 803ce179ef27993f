import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * What every page needs before it can paint: React, the router, i18next, Emotion, MUI's theming and the handful
 * of MUI components every screen shows. One chunk rather than twenty: each small file is compressed on its own,
 * and together they came to about 12 kB more gzip than as one (bench/size.bench.ts measures the first view).
 */
const FRAME_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'i18next',
  'react-i18next',
  '@emotion',
  '@mui/system',
  '@mui/utils',
  '@mui/styled-engine',
  '@mui/private-theming',
  'stylis',
  'use-sync-external-store',
  'hoist-non-react-statics',
  'react-is',
  'prop-types',
  'clsx',
  '@babel/runtime',
];
const FRAME_MUI_PARTS = [
  'styles',
  'utils',
  'internal',
  'zero-styled',
  'colors',
  'className',
  'DefaultPropsProvider',
  'CssBaseline',
  'GlobalStyles',
  'CircularProgress',
  'ButtonBase',
  'Button',
  'IconButton',
  'Typography',
  'Stack',
  'Box',
  'Paper',
  'Container',
  'Link',
  'SvgIcon',
  'AppBar',
  'Toolbar',
  'Card',
  'CardContent',
  'useScrollTrigger',
];
/** The app's own start: the route table, auth, languages, the session and the contract's constants it reads. */
const START = new RegExp(
  [
    String.raw`apps[\/]web[\/]src[\/](app[\/](routes|guards|root-layout|route-handle|theme|color-mode|page-title|query-cache)\.tsx?`,
    String.raw`auth[\/]`,
    String.raw`i18n[\/](i18n|language|languages|catalogue|locale-store|localize-message)\.ts|i18n[\/]locales[\/]en[\/]common\.ts`,
    String.raw`api[\/](session|session-store|api-error)\.ts|components[\/](notify|toast-queue|toaster)\.tsx?)`,
    String.raw`packages[\/]contract[\/]src[\/](constants|paths)\.ts`,
  ].join('|'),
);
const escape = (name: string) => name.replace(/[/]/g, '[\\/]');
const FRAME = new RegExp(
  `node_modules[\\/](${FRAME_PACKAGES.map(escape).join('|')}|@mui[\\/]material[\\/]esm[\\/](${FRAME_MUI_PARTS.join('|')}))[\\/]`,
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // The prerendered landing page (landing-static/) finds its boot script here.
    manifest: !isSsrBuild,
    // The landing's prerender (landing-static/prerender.tsx) runs in Node: one chunk layout is as good as another.
    rolldownOptions: isSsrBuild ? {} : {
      // The app, and the one script of the prerendered landing page's first load (landing-static/boot.ts).
      input: { index: 'index.html', boot: 'src/landing-static/boot.ts' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'frame', test: FRAME, priority: 2 },
            { name: 'start', test: START, priority: 1 },
          ],
        },
      },
    },
  },
}));
