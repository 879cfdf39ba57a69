/**
 * V8 first runs a regular expression in its bytecode interpreter and compiles it to machine code
 * only later ("tier-up"). The detector runs some 700 concept patterns and hundreds of rewrites over every message, each once, and in
 * that order they kept going back to the interpreter: with tier-up off, the concepts are read
 * three times as fast and a whole assessment about 1.6 times (bench/crisis-detection.ts). The flag
 * is the process's and only changes how, not what, an expression matches.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-regexp-tier-up');
