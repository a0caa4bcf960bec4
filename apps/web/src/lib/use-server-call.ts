import { useCallback, useState } from 'react';

interface CallState {
  status: 'idle' | 'pending' | 'success' | 'error';
  error?: unknown;
}

/**
 * A call a signed-out screen makes to the server when asked (sign in, register, reset a password), with
 * its state as react-query's useMutation gives it to the signed-in screens: the signed-out pages have no
 * query client (lib/query-client-holder.ts), so /login carries no query library.
 */
export function useServerCall<Input, Output>(call: (input: Input) => Promise<Output>) {
  const [state, setState] = useState<CallState>({ status: 'idle' });
  const mutateAsync = useCallback(
    async (input: Input): Promise<Output> => {
      setState({ status: 'pending' });
      try {
        const output = await call(input);
        setState({ status: 'success' });
        return output;
      } catch (error) {
        setState({ status: 'error', error });
        throw error;
      }
    },
    [call],
  );
  /** Makes the call, its failure shown through `isError` and `error`. */
  const mutate = useCallback(
    (input: Input, { onSuccess }: { onSuccess?: (output: Output) => void } = {}) => {
      mutateAsync(input).then(onSuccess, () => undefined);
    },
    [mutateAsync],
  );
  return {
    mutateAsync,
    mutate,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.error,
  };
}
