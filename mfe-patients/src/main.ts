// Standalone development entry (npm run dev -w @emr/mfe-patients); the shell loads ./spa instead.
void import('./standalone.tsx');
