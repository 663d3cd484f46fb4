import { POST_LOGIN_ROUTE, REIMBURSE_ROUTES } from '@seller-tools/contract';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { renderWithProviders } from '../../../test/render';
import { AddNewPage } from '../routes/add-new-page';
import { SignupStepPage } from '../routes/signup-step-page';

/** The enrolment pages at `path` in a router of their own, with a stand-in dashboard to land on. */
export function renderEnrol(path: string) {
  const router = createMemoryRouter(
    [
      { path: REIMBURSE_ROUTES.signupStep, Component: SignupStepPage },
      { path: `${REIMBURSE_ROUTES.signupStep}/:step`, Component: SignupStepPage },
      { path: REIMBURSE_ROUTES.addNew, Component: AddNewPage },
      { path: POST_LOGIN_ROUTE, element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
