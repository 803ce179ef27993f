// `npm run dev`: the API with restart on change (port 3000) and Vite with hot reload (port 5173,
// proxying /api to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@coaching/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
}));
