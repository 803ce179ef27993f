import { afterAll } from 'vitest';
import { closeTestApps } from './app.js';

afterAll(closeTestApps);
