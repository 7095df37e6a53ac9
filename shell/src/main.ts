// The async boundary Module Federation needs before shared singletons are used.
void import('./bootstrap.tsx');
