import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { operationsRoutes } from './app/operations-routes.tsx';
import { startPage } from './app/start-page.tsx';

/**
 * The operations console's page (operations.html, issue 50): an entry of its own, so staff code cannot reach a
 * trader's bundle by construction. The server answers every /ops address with this page.
 */
const OperationsRouter = () => {
  const [router] = useState(() => createBrowserRouter(operationsRoutes));
  return <RouterProvider router={router} />;
};

startPage(() => <OperationsRouter />);
