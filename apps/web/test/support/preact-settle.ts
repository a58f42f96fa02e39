// Preact runs effects after the next frame: a requestAnimationFrame raced by a 35 ms timeout
// (preact/hooks). A timeout left from a file's last render must fire before Vitest closes that file's
// jsdom, or it finds no cancelAnimationFrame there and fails the run.
import { afterAll } from 'vitest';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
