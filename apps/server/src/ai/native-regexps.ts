import { setFlagsFromString } from 'node:v8';

/**
 * The safety screen's and the coach's patterns are long alternations (up to 12,000 characters) run on
 * every message. V8 first runs a pattern through its bytecode interpreter and compiles it to machine
 * code only later; for patterns this size that first interpreted run is what costs, 4 to 8 seconds
 * for a server's first few messages (measured: the first AI message after a start took 7.5 s, then
 * 60 ms). Compiled at once, the same warm-up takes under a second and later runs are as fast. The
 * flag is process-wide and applies to every pattern run after it is set.
 */
setFlagsFromString('--no-regexp-tier-up');
