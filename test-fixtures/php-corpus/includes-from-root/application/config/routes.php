<?php
// Includes as PHP finds them for a CodeIgniter app, which runs from its front controller's folder: a relative path
// from there (include path '.'), `./` from there only, and a name found beside this file when not there.
$route['default_controller'] = 'welcome';
include 'application/config/extra_routes.php';
require './application/config/more_routes.php';
include 'local_routes.php';
$route['last'] = 'pages/last';
