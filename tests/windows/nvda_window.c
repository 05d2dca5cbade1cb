/* The window NVDA keeps open while it runs, for the tests only: Tolk
 * believes NVDA's controller client only while a top-level window of class
 * "wxWindowClassNR" titled "NVDA" exists (System Access answers the
 * client's calls too). Prints "ready" once the window is there, and ends
 * when its standard input closes.
 *
 * Build: x86_64-w64-mingw32-gcc -O2 -o nvda_window.exe nvda_window.c
 */
#include <windows.h>
#include <stdio.h>

static DWORD WINAPI end_with_input(LPVOID unused) {
  (void)unused;
  while (getchar() != EOF) {
  }
  ExitProcess(0);
}

int main(void) {
  WNDCLASSW window_class = {0};
  window_class.lpfnWndProc = DefWindowProcW;
  window_class.hInstance = GetModuleHandleW(NULL);
  window_class.lpszClassName = L"wxWindowClassNR";
  if (!RegisterClassW(&window_class)) {
    fprintf(stderr, "RegisterClassW failed: %lu\n", GetLastError());
    return 1;
  }
  HWND window = CreateWindowExW(0, L"wxWindowClassNR", L"NVDA", WS_OVERLAPPED, 0, 0, 10, 10, NULL,
                                NULL, window_class.hInstance, NULL);
  if (!window) {
    fprintf(stderr, "CreateWindowExW failed: %lu\n", GetLastError());
    return 1;
  }
  if (!CreateThread(NULL, 0, end_with_input, NULL, 0, NULL)) {
    fprintf(stderr, "CreateThread failed: %lu\n", GetLastError());
    return 1;
  }
  printf("ready\n");
  fflush(stdout);
  MSG message;
  while (GetMessageW(&message, NULL, 0, 0) > 0) {
    TranslateMessage(&message);
    DispatchMessageW(&message);
  }
  return 0;
}
