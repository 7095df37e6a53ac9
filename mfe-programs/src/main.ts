// Standalone development entry (npm run dev -w @emr/mfe-programs); the shell loads ./spa instead.
void import('./standalone.tsx');
