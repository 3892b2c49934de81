import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { router } from './router';
import { store } from './store';

export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toaster
        dir="rtl"
        position="top-center"
        offset={{ top: 76 }}
        mobileOffset={{ top: 72 }}
        richColors
        closeButton
        toastOptions={{ className: 'font-sans' }}
      />
    </Provider>
  );
}
