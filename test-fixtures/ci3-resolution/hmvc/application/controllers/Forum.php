<?php
// An application controller named like the forum module: the module owns /forum/..., so only /Forum/... reaches it.
class Forum extends CI_Controller {
    public function app_only() {}
}
