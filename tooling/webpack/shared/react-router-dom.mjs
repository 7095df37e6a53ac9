/**
 * What Module Federation shares as `react-router-dom`: the declarative router alone. A shared
 * module cannot be tree-shaken, and react-router 7's entry also carries data routers, server
 * rendering and RSC (~180 KB minified); re-exporting only these names lets webpack drop the rest.
 * The list is the one in ./routerExports.cjs; ESLint refuses any other name from react-router-dom
 * (it would be undefined at run time), and shared.cjs refuses to build if the two lists differ.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
