// Standalone development entry (npm run dev -w @emr/mfe-visits); the shell loads ./spa instead.
void import('./standalone.tsx');
