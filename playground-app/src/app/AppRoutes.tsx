import { Route, Routes } from 'react-router';
import { HomeFeedPage } from '../pages/HomeFeedPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { SiteLayout } from './SiteLayout.tsx';

/** SPEC §2 routes built so far: / and /homefeed/ are the home feed; anything else is not found yet. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomeFeedPage />} />
        <Route path="homefeed" element={<HomeFeedPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
