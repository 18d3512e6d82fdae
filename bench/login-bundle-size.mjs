#!/usr/bin/env node
// JavaScript bytes the login page receives before it can be used (the build's Brotli file where there is one, as the
// server sends it to Chromium; else the file as it is): the entry chunk of index.html and
// every chunk it imports statically. Lazy chunks (the signed-in screens, registration, forgot and reset
// password, the captcha widget, the sign-in code fetched once the user starts typing) are listed apart and
// not counted.
// Usage: npm run build -w @psc/web && node bench/login-bundle-size.mjs
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const budgetKiB = 200;
const distDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'web', 'dist');

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(distDirectory, '.vite', 'manifest.json'), 'utf8'));
} catch (error) {
  console.error(
    `No Vite manifest in ${distDirectory}; run 'npm run build -w @psc/web' first. (${error.message})`,
  );
  process.exit(2);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (entryKey === undefined) {
  console.error('The manifest has no index.html entry.');
  process.exit(2);
}

const sentBytes = (file) => {
  const brotli = join(distDirectory, `${file}.br`);
  return statSync(existsSync(brotli) ? brotli : join(distDirectory, file)).size;
};

const staticKeys = new Set();
const visit = (key) => {
  if (staticKeys.has(key)) return;
  staticKeys.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);

const lazyKeys = new Set();
const visitLazy = (key) => {
  for (const dynamicKey of manifest[key].dynamicImports ?? []) {
    const walk = (candidate) => {
      if (staticKeys.has(candidate) || lazyKeys.has(candidate)) return;
      lazyKeys.add(candidate);
      for (const imported of manifest[candidate].imports ?? []) walk(imported);
      visitLazy(candidate);
    };
    walk(dynamicKey);
  }
};
[...staticKeys].forEach(visitLazy);

const describe = (keys) =>
  [...keys]
    .map((key) => ({ file: manifest[key].file, bytes: sentBytes(manifest[key].file) }))
    .filter(({ file }) => file.endsWith('.js'))
    .sort((a, b) => b.bytes - a.bytes);

const kib = (bytes) => (bytes / 1024).toFixed(1);
const loaded = describe(staticKeys);
const totalBytes = loaded.reduce((sum, { bytes }) => sum + bytes, 0);

console.log('Login page JavaScript (entry + static imports), bytes sent (Brotli from the build):');
for (const { file, bytes } of loaded) console.log(`  ${kib(bytes).padStart(7)} KiB  ${file}`);
console.log(`  ${kib(totalBytes).padStart(7)} KiB  total (budget ${budgetKiB} KiB)`);
console.log('Loaded later, not counted:');
for (const { file, bytes } of describe(lazyKeys)) console.log(`  ${kib(bytes).padStart(7)} KiB  ${file}`);

// Not part of the budget, but what a user who signs in ends up loading on this page.
// The sign-in code is its own chunk (decision 0051), or the chunk of sign-in-flow.ts in a build without that group.
const signInKey = Object.keys(manifest).find(
  (key) => manifest[key].name === 'sign-in' || key.endsWith('sign-in-flow.ts'),
);
if (signInKey !== undefined) {
  const signInKeys = new Set();
  const walk = (key) => {
    if (staticKeys.has(key) || signInKeys.has(key)) return;
    signInKeys.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk(signInKey);
  const signInBytes = describe(signInKeys).reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(
    `Sign-in code fetched once the user types: ${kib(signInBytes)} KiB; login page with it: ${kib(totalBytes + signInBytes)} KiB`,
  );
}

// The captcha widget (ALTCHA, with its proof-of-work workers) is fetched only by forms that show the captcha.
const captchaKey = Object.keys(manifest).find((key) => key.includes('node_modules/altcha/'));
if (captchaKey !== undefined) {
  console.log(
    `Captcha widget fetched when a form shows the captcha: ${kib(sentBytes(manifest[captchaKey].file))} KiB`,
  );
}

if (totalBytes > budgetKiB * 1024) {
  console.error(`Over budget by ${kib(totalBytes - budgetKiB * 1024)} KiB.`);
  process.exit(1);
}
