import { act, renderHook, waitFor } from '@testing-library/react';

import { createTestQueryClient } from '@portal/testing';

import { markShownWhenSettled, useFirstScreenShown } from './first-screen';

describe("the frame's reads after the first screen", () => {
  it('wait while the screen is still reading, and go at the quiet moment after its last read', async () => {
    const queryClient = createTestQueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.fetchQuery({ queryKey: ['screen'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    const { result } = renderHook(() => useFirstScreenShown());
    markShownWhenSettled(queryClient);

    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(result.current).toBe(false);

    act(() => answer('dashboard'));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
