// Shared as "react-router-dom": a shared module cannot be tree-shaken, so naming the exports the site uses lets
// webpack drop the rest of the router (about 60 KB gzip). router-exports.test.cjs checks no name is missing.
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
