import { Route, Routes } from 'react-router-dom';
import { paths } from '@seawave/shared-ui';
import CareersPage from './pages/careers-page';
import JobDetailsPage from './pages/job-details-page';
import ApplicationPage from './pages/application-page';

/** This remote on its own (port 3002), for its team's development. */
export function StandaloneApp() {
  return (
    <Routes>
      <Route path="/" element={<CareersPage />} />
      <Route path={paths.careers} element={<CareersPage />} />
      <Route path="/jobdetails/:jobId" element={<JobDetailsPage />} />
      <Route path={paths.careerInputField} element={<ApplicationPage />} />
    </Routes>
  );
}
