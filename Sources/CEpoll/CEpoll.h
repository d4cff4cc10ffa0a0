// epoll(7), which the Swift Glibc module does not export; used by SmartReplyService's workers.
#include <sys/epoll.h>
