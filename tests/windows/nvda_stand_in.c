/* A stand-in for NVDA's controller client (nvdaControllerClient64.dll),
 * for the tests only, never shipped: the same four exports Tolk looks up,
 * NVDA always "running", and every call that speaks or silences recorded,
 * one line each, in a UTF-8 text file: the file named by the environment
 * variable NVDA_STAND_IN_RECORD, or else nvda_stand_in.txt beside this DLL.
 * speakText records its text; cancelSpeech records "<cancel>";
 * brailleMessage records "<braille> " and its text.
 *
 * Build: x86_64-w64-mingw32-gcc -shared -O2 -o nvdaControllerClient64.dll
 *        nvda_stand_in.c
 */
#include <windows.h>

static HMODULE self;

BOOL WINAPI DllMain(HINSTANCE instance, DWORD reason, LPVOID reserved) {
  (void)reserved;
  if (reason == DLL_PROCESS_ATTACH) self = instance;
  return TRUE;
}

/* The record's path: the variable's, or this DLL's with its file name
 * replaced. */
static BOOL record_path(wchar_t *path, DWORD size) {
  DWORD length = GetEnvironmentVariableW(L"NVDA_STAND_IN_RECORD", path, size);
  if (length > 0 && length < size) return TRUE;
  length = GetModuleFileNameW(self, path, size);
  if (length == 0 || length >= size) return FALSE;
  wchar_t *slash = wcsrchr(path, L'\\');
  wchar_t *name = slash ? slash + 1 : path;
  const wchar_t file[] = L"nvda_stand_in.txt";
  if ((size_t)(name - path) + sizeof file / sizeof file[0] > size) return FALSE;
  lstrcpyW(name, file);
  return TRUE;
}

/* Appends prefix, the text as UTF-8, and a newline, in one write. */
static unsigned long record(const char *prefix, const wchar_t *text) {
  wchar_t path[MAX_PATH * 2];
  if (!record_path(path, sizeof path / sizeof path[0])) return 1;
  int prefix_length = lstrlenA(prefix);
  int text_length = text ? WideCharToMultiByte(CP_UTF8, 0, text, -1, NULL, 0, NULL, NULL) : 1;
  if (text_length <= 0) return 1;
  char *line = HeapAlloc(GetProcessHeap(), 0, prefix_length + text_length + 1);
  if (!line) return 1;
  CopyMemory(line, prefix, prefix_length);
  if (text)
    WideCharToMultiByte(CP_UTF8, 0, text, -1, line + prefix_length, text_length, NULL, NULL);
  /* text_length counts the terminating NUL: the newline takes its place. */
  line[prefix_length + text_length - 1] = '\n';
  HANDLE file = CreateFileW(path, FILE_APPEND_DATA, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                            OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
  unsigned long status = 1;
  if (file != INVALID_HANDLE_VALUE) {
    DWORD written = 0;
    if (WriteFile(file, line, prefix_length + text_length, &written, NULL) &&
        written == (DWORD)(prefix_length + text_length))
      status = 0;
    CloseHandle(file);
  }
  HeapFree(GetProcessHeap(), 0, line);
  return status;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_testIfRunning(void) {
  return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_speakText(const wchar_t *text) {
  return record("", text);
}

__declspec(dllexport) unsigned long __stdcall nvdaController_cancelSpeech(void) {
  return record("<cancel>", NULL);
}

__declspec(dllexport) unsigned long __stdcall nvdaController_brailleMessage(const wchar_t *text) {
  return record("<braille> ", text);
}
