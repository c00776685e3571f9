// What the site uses of react-router-dom, provided to the federation share
// scope under the name "react-router-dom" (see shared.cjs). A shared module
// cannot be tree-shaken, and the whole router is about 60 KB gzip; naming the
// exports here lets webpack drop the rest. Code keeps importing
// "react-router-dom" as usual; tooling/federation/router-exports.test.cjs
// fails if any source file imports a name that is missing here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
