// The matchers tooling/jest/setup.ts installs (toBeInTheDocument, …), for the type checker.
/// <reference types="@testing-library/jest-dom" />
