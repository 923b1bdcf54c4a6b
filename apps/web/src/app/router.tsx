import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from './layouts/loading-screen';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { createRoutes } from './routes/route-registry';

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: LoadingScreen,
      children: createRoutes(queryClient),
    },
  ]);

export const AppRouter = () => {
  const queryClient = useQueryClient();
  const router = useMemo(() => createAppRouter(queryClient), [queryClient]);
  return <RouterProvider router={router} />;
};
