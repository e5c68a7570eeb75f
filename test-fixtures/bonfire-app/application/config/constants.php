<?php defined('BASEPATH') || exit('No direct script access allowed');
/*
| The constants of a Bonfire 0.7 app (a routelens test fixture).
*/
define('FILE_READ_MODE', 0644);
defined('SHOW_DEBUG_BACKTRACE') || define('SHOW_DEBUG_BACKTRACE', TRUE);

/*
	The 'App Area' is the base folder of every context of the app.
*/
define('SITE_AREA', 'admin');

/*
	Where the login and registration pages are.
*/
define('LOGIN_URL', 'login');
define('REGISTER_URL', 'register');

$ajax_request = (!empty($_SERVER['HTTP_X_REQUESTED_WITH']) && strtolower($_SERVER['HTTP_X_REQUESTED_WITH']) == 'xmlhttprequest');
define('IS_AJAX', $ajax_request);
